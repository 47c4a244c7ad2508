import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  /** Rendered instead of `children` after they threw. */
  fallback: ReactNode;
  /** A new value (the next location) gives `children` another try. */
  resetKey?: unknown;
  children: ReactNode;
};
type State = { hasError: boolean; resetKey: unknown };

/** React still needs a class to catch render errors, such as a lazy chunk that failed to load. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { hasError: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[app] a part of the screen failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
