import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { trpc, getDomainError } from '../trpc';
import { ErrorMessage } from '../components/error-message';
import { getEditorHref } from '../../domain/routing/editor-href';

/**
 * /one-editor: a new project, or one of the user's projects. With `?fileIds=a,b` (chosen in Files) or `?fromJobId=`
 * ("Edit output" on a finished job) it makes that project at once and opens it.
 */
export function EditorStartPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const list = trpc.editor.list.useQuery();
  const create = trpc.editor.create.useMutation({ onSuccess: ({ id }) => navigate(getEditorHref(id), { replace: true }) });
  const fileIds = params.get('fileIds')?.split(',').filter(Boolean);
  const fromJobId = params.get('fromJobId') ?? undefined;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || (!fileIds?.length && !fromJobId)) return;
    started.current = true;
    create.mutate({ fileIds, fromJobId });
  }, []);

  return (
    <div className="stack" data-testid="editor-start">
      <div className="page-head">
        <div>
          <h1 className="page-title">OneEditor</h1>
          <p className="page-sub"><Trans>Trim, cut, merge clips, add titles and transitions on a timeline; your edit is saved as you go.</Trans></p>
        </div>
        <button type="button" className="btn btn-primary" disabled={create.isPending} onClick={() => create.mutate({ name: t`Untitled project` })} data-testid="new-editor-project">
          <Trans>New project</Trans>
        </button>
      </div>
      <ErrorMessage error={create.error ? getDomainError(create.error) : list.error ? getDomainError(list.error) : null} />
      <section className="card panel">
        <h2><Trans>Your projects</Trans></h2>
        {list.data?.length === 0 && <p className="hint"><Trans>No projects yet: start a new one.</Trans></p>}
        <ul className="ed-projects">
          {list.data?.map((project) => (
            <li key={project.id}>
              <Link href={getEditorHref(project.id)} className="ed-project" data-testid="editor-project">
                {project.thumbnailUrl ? <img src={project.thumbnailUrl} alt="" className="ed-project-thumb" /> : <span className="ed-project-thumb" aria-hidden />}
                <span className="ed-project-name">{project.name || t`Untitled project`}</span>
                <span className="hint">{t`${i18n.number(Math.round(project.durationS))} s · saved ${i18n.date(project.updatedAt, { dateStyle: 'medium', timeStyle: 'short' })}`}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
