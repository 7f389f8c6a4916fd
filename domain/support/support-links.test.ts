import { describe, expect, it } from 'vitest';
import { getJobPagePath, getTemporalRunUrl } from './support-links';

describe('support links', () => {
  it('links a job to its page under its tool', () => {
    expect(getJobPagePath('video_sharpener', 'job_abc')).toBe('/video-sharpener/job_abc');
    expect(getJobPagePath('teleporter', 'job_abc')).toBeNull();
  });

  it('links a run to its history in the Temporal UI, whatever the base URL ends with', () => {
    const ui = { baseUrl: 'http://localhost:8233/', namespace: 'default' };
    expect(getTemporalRunUrl(ui, 'job_abc', 'run-1')).toBe('http://localhost:8233/namespaces/default/workflows/job_abc/run-1/history');
    expect(getTemporalRunUrl({ baseUrl: 'https://temporal.example.com/ui', namespace: 'kinora prod' }, 'job_abc', 'run-1'))
      .toBe('https://temporal.example.com/ui/namespaces/kinora%20prod/workflows/job_abc/run-1/history');
  });

  it('without a run id, links to the workflow found by its id', () => {
    const url = new URL(getTemporalRunUrl({ baseUrl: 'http://localhost:8233', namespace: 'default' }, 'job_abc', null));
    expect(url.pathname).toBe('/namespaces/default/workflows');
    expect(url.searchParams.get('query')).toBe('WorkflowId="job_abc"');
  });
});
