export { createRateLimiter, type RateLimiter } from './rate-limiter.ts';
