/**
 * Where OneEditor opens a project. Its own segment, because `/one-editor/<id>` is the job page of a OneEditor export
 * (every tool's `/:toolPath/:jobId`) and project and job ids are both uuids.
 */
export const getEditorHref = (projectId: string): string => `/one-editor/edit/${encodeURIComponent(projectId)}`;
