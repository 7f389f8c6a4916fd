import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { OpenTelemetryPlugin } from '@temporalio/interceptors-opentelemetry';
import { z } from 'zod';

/**
 * OpenTelemetry traces from the app's tRPC calls through each workflow to its activities, one trace per request. Off
 * by default: on when an OTLP endpoint is configured with the standard variables (`OTEL_EXPORTER_OTLP_ENDPOINT` or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`, headers in `OTEL_EXPORTER_OTLP_HEADERS`), which the exporter reads itself.
 */
export interface Tracing {
  /** For the Temporal client, the workflow bundle and every worker: it carries the trace across the server's hops. */
  plugin: OpenTelemetryPlugin;
  /** Sends what is still buffered and stops. */
  shutdown(): Promise<void>;
}

const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);

/** The variables every process reads for tracing (the exporter reads them too, with OTEL_EXPORTER_OTLP_HEADERS). */
export const TRACING_ENV_SHAPE = {
  OTEL_EXPORTER_OTLP_ENDPOINT: blankAsUnset(z.string().trim().pipe(z.url()).optional()),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: blankAsUnset(z.string().trim().pipe(z.url()).optional()),
  OTEL_SERVICE_NAME: blankAsUnset(z.string().trim().optional()),
};
export type TracingEnv = { [K in keyof typeof TRACING_ENV_SHAPE]?: z.output<(typeof TRACING_ENV_SHAPE)[K]> };

export const isTracingConfigured = (env: TracingEnv) => Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);

/**
 * Registers this process's tracer provider (spans in async code find their parent through AsyncLocalStorage) and the
 * Temporal plugin that shares it. `spanProcessor` replaces the OTLP exporter (tests read spans from memory).
 */
export function startTracing(options: { serviceName: string; spanProcessor?: SpanProcessor }): Tracing {
  const resource = new Resource({ 'service.name': options.serviceName });
  const spanProcessor = options.spanProcessor ?? new BatchSpanProcessor(new OTLPTraceExporter());
  const provider = new NodeTracerProvider({ resource, spanProcessors: [spanProcessor] });
  provider.register();
  return {
    plugin: new OpenTelemetryPlugin({ resource, spanProcessor }),
    shutdown: () => provider.shutdown(),
  };
}

/** The tracing a process runs with, from its validated configuration: none unless an endpoint is set (see above). */
export const startConfiguredTracing = (serviceName: string, env: TracingEnv): Tracing | null =>
  isTracingConfigured(env) ? startTracing({ serviceName: env.OTEL_SERVICE_NAME ?? serviceName }) : null;
