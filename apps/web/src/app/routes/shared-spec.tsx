export { SharedSpecPage } from '../../features/specs/components/shared-spec-page';
