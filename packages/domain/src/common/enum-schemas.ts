import { z } from 'zod';
import {
  APPLICATIONS,
  ENGINE_MAKES,
  MANEUVERS,
  PTO_OPTIONS,
  ROAD_TYPES,
  TERRAINS,
  SUPPORT_LEVELS,
  PERFORMANCE_GOALS,
  RESULT_TYPES,
  UNIT_SYSTEMS,
} from './enums.js';
import { OPERATIONS, ROLES } from '../accounts/roles.js';

/**
 * The zod enum of each tuple in enums.ts, for the schemas that validate answers and catalogue
 * entries. Kept apart from the tuples so code that needs only the values and labels (the web app's
 * shell on every page) does not bring zod with it (decision 075).
 */
export const ApplicationSchema = z.enum(APPLICATIONS);
export const EngineMakeSchema = z.enum(ENGINE_MAKES);
export const ManeuverSchema = z.enum(MANEUVERS);
export const PtoSchema = z.enum(PTO_OPTIONS);
export const RoadTypeSchema = z.enum(ROAD_TYPES);
export const TerrainSchema = z.enum(TERRAINS);
export const SupportLevelSchema = z.enum(SUPPORT_LEVELS);
export const PerformanceGoalSchema = z.enum(PERFORMANCE_GOALS);
export const ResultTypeSchema = z.enum(RESULT_TYPES);
export const UnitSystemSchema = z.enum(UNIT_SYSTEMS);
export const RoleSchema = z.enum(ROLES);
export const OperationSchema = z.enum(OPERATIONS);
