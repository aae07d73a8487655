export { createRateLimiter, type RateLimiter, type RateRule } from './rate-limiter.ts';
