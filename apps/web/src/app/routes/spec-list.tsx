export { SpecListPage } from '../../features/specs/components/spec-list-page';
