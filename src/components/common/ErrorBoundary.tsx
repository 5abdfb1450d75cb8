import { Component, type ErrorInfo, type ReactNode } from 'react';
import { logger } from '../../platform/logger';

interface Props {
  /** Who failed, for the log line. */
  name: string;
  children: ReactNode;
  /** What to render instead; nothing by default. */
  fallback?: ReactNode;
}

interface State {
  failed: boolean;
}

/** Keeps one element's failure inside it: logs, then renders the quiet fallback. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.error(`<${this.props.name}> failed to render and was hidden`, { error, componentStack: info.componentStack });
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
