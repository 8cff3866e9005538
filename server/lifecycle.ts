// Where this process is in its life: draining once a shutdown began (readiness then answers 503
// so a load balancer stops sending traffic, and answers close their connections).
export type Lifecycle = { draining: boolean };

export const createLifecycle = (): Lifecycle => ({ draining: false });
