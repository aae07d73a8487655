/**
 * Product analytics events. Nothing is sent anywhere unless a sink is registered: the platform services
 * (consent-gated analytics) register theirs when configured; tests register spies.
 */
export type AnalyticsEvent = { name: 'login_completed'; userId: string; isTrial: boolean };

type Sink = (event: AnalyticsEvent) => void;

const sinks = new Set<Sink>();

export function registerAnalyticsSink(sink: Sink): () => void {
  sinks.add(sink);

  return () => sinks.delete(sink);
}

export function track(event: AnalyticsEvent): void {
  for (const sink of sinks) {
    try {
      sink(event);
    } catch (error) {
      console.warn('An analytics sink failed', error);
    }
  }
}
