/**
 * The NOTIFY channel on which the database announces every committed change to the transmission
 * catalogue tables (triggers of migration 0001_catalogue_change_notify.sql).
 */
export const CATALOGUE_CHANNEL = 'transmission_catalogue_changed';
