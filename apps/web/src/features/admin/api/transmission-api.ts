import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TRANSMISSION_MULTIPART_FIELDS,
  TransmissionFamilyListSchema,
  TransmissionFamilySchema,
  TransmissionLogListSchema,
  USER_EXPORT_FILE_NAME,
} from '@transmission-spec/domain';
import type { RankUpdateItem, TransmissionFamilyInput } from '@transmission-spec/domain';
import { z } from 'zod';

import { apiGet, apiRequest, apiSend } from '../../../lib/api-client';

/** The admin catalogue calls of SPEC 7 (TransmissionAdmin only). */

const BASE = '/api/transmission';
const familyPath = (id: number) => `${BASE}/${String(id)}`;

export const transmissionKeys = {
  all: ['transmission'] as const,
  list: () => [...transmissionKeys.all, 'list'] as const,
  one: (id: number) => [...transmissionKeys.all, 'one', id] as const,
  logs: (id: number) => [...transmissionKeys.all, 'logs', id] as const,
};

export function fetchTransmissions(signal?: AbortSignal) {
  return apiGet(`${BASE}/`, TransmissionFamilyListSchema, signal);
}

export function fetchTransmission(id: number, signal?: AbortSignal) {
  return apiGet(familyPath(id), TransmissionFamilySchema, signal);
}

export function fetchTransmissionLogs(id: number, signal?: AbortSignal) {
  return apiGet(`${BASE}/logs/${String(id)}`, TransmissionLogListSchema, signal);
}

/** The multipart body of POST and PUT: the family as JSON text plus the optional image. */
export function transmissionFormData(
  family: TransmissionFamilyInput,
  imageFile: File | null,
): FormData {
  const data = new FormData();
  data.append(TRANSMISSION_MULTIPART_FIELDS.family, JSON.stringify(family));
  if (imageFile !== null) data.append(TRANSMISSION_MULTIPART_FIELDS.image, imageFile);
  return data;
}

const CreatedSchema = z.object({ id: z.number() });

export async function saveTransmission(
  id: number | null,
  family: TransmissionFamilyInput,
  imageFile: File | null,
): Promise<number> {
  const body = transmissionFormData(family, imageFile);
  if (id === null) {
    return CreatedSchema.parse(await apiRequest(BASE, { method: 'POST', body })).id;
  }
  await apiRequest(familyPath(id), { method: 'PUT', body });
  return id;
}

export async function deleteTransmission(id: number): Promise<void> {
  await apiRequest(familyPath(id), { method: 'DELETE' });
}

export async function toggleTransmission(id: number): Promise<void> {
  await apiRequest(familyPath(id), { method: 'PATCH' });
}

export async function updateRanks(items: RankUpdateItem[]): Promise<void> {
  await apiRequest(`${BASE}/UpdateList`, { method: 'PUT', body: items });
}

/** GET /api/security/allusers as a file: the CSV bytes and the name to save them under. */
export async function fetchUserExport(): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiSend('/api/security/allusers', { responseType: 'blob' });
  const disposition = response.headers?.get('content-disposition') ?? '';
  const named = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return { blob: response.body as Blob, fileName: named ?? USER_EXPORT_FILE_NAME };
}

export function useTransmissions() {
  return useQuery({
    queryKey: transmissionKeys.list(),
    queryFn: ({ signal }) => fetchTransmissions(signal),
    retry: false,
  });
}

export function useTransmission(id: number | null) {
  return useQuery({
    queryKey: transmissionKeys.one(id ?? 0),
    queryFn: ({ signal }) => fetchTransmission(id ?? 0, signal),
    enabled: id !== null,
    retry: false,
    // The form takes its baseline from the first answer; a background refetch must not reset it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useTransmissionLogs(id: number | null) {
  return useQuery({
    queryKey: transmissionKeys.logs(id ?? 0),
    queryFn: ({ signal }) => fetchTransmissionLogs(id ?? 0, signal),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
  });
}

/** A catalogue change; afterwards the list (and any cached family) is fetched again. */
export function useCatalogueMutation<TArgs>(run: (args: TArgs) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: transmissionKeys.all }),
  });
}
