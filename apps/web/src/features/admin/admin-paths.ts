/** The catalogue's addresses (SPEC 2), shared by the list, its rows and the form's Back link. */
export const LIST_PATH = '/transmission-data';
export const ADD_PATH = '/transmission-data/add';
export const editPath = (id: number) => `/transmission-data/edit/${String(id)}`;
