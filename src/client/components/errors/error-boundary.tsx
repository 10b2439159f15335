import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '../../lib/error-report';
import { ErrorScreen } from './error-screen';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the path), the boundary tries its children again. */
  resetKey?: string;
  /** Outside the layout the screen is the whole page and brings its own landmark. */
  fullPage?: boolean;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: string | undefined;
}

/**
 * The error screen (docs/product.md#error-screen) for any render failure below it, including a page chunk that fails to load
 * (React.lazy throws the import error while rendering). A class, because only class boundaries
 * receive the component stack that goes into the report.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportClientError(error, info.componentStack ?? undefined);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const screen = <ErrorScreen error={this.state.error} />;
    return this.props.fullPage ? <main className="min-h-screen bg-white text-gray-900">{screen}</main> : screen;
  }
}
