export {
  createAllocationsRepository,
  type AllocationsRepository,
  type HeldProfiles,
} from './allocations.repository.ts';
