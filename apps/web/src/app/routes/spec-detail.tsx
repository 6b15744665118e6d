export { SpecDetailPage } from '../../features/specs/components/spec-detail-page';
