import type { ReactNode } from 'react';

/** The frame every gate screen shares: an icon, a title, a message and one action. */
export function GateScreen({ kind, title, message, action }: { kind: string; title: ReactNode; message: ReactNode; action: ReactNode }) {
  return (
    <div className="card notice-page gate" role="alert" data-gate={kind}>
      <span className="gate-icon" aria-hidden>
        <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"><rect x="4" y="10" width="16" height="11" rx="2" /><path d="M8 10V7a4 4 0 0 1 8 0v3" /></svg>
      </span>
      <h1 className="page-title">{title}</h1>
      <p className="notice-text">{message}</p>
      {action}
    </div>
  );
}
