import type { ReactNode } from 'react';
import './AuthCard.css';

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section className="section auth-section">
      <div className="auth-card panel">
        <h1>{title}</h1>
        {subtitle && <p className="muted">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}
