/**
 * The recommendation engine. `recommend()` lands with the survey issue; until then the package only
 * re-exports the domain version it was built against, so the build graph (domain <- engine <- server)
 * is in place from the start.
 */
export const ENGINE_VERSION = '0.1.0';
