import { randomUUID } from 'node:crypto';
import type { TGroup } from '../../../contracts/social.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { Actor } from './profile-view.ts';
import type { SocialRepository } from './social.repository.ts';

function groupView(group: { id: string; name: string; profileIds: string[]; createdAt: Date }): TGroup {
  return {
    id: group.id,
    name: group.name,
    profile_ids: group.profileIds,
    created_at: group.createdAt.toISOString(),
  };
}

/** Groups of profiles in the actor's account: named sets the scheduler and analytics filter by. */
export function createProfileGroups(repo: SocialRepository) {
  async function requireGroup(actor: Actor, id: string) {
    const group = await repo.findGroup(actor.accountId, id);
    if (!group) throw notFound('This group');

    return group;
  }

  async function checkProfilesOwned(actor: Actor, profileIds: readonly string[]): Promise<void> {
    const own = new Set((await repo.listProfiles(actor.accountId)).map((row) => row.id));
    const foreign = profileIds.filter((id) => !own.has(id));
    if (foreign.length > 0) throw notFound('One of these social profiles');
  }

  return {
    async listGroups(actor: Actor) {
      return (await repo.listGroups(actor.accountId)).map(groupView);
    },
    async getGroup(actor: Actor, id: string) {
      return groupView(await requireGroup(actor, id));
    },
    async createGroup(actor: Actor, input: { name: string; profile_ids: string[] }) {
      if (await repo.findGroupByName(actor.accountId, input.name))
        throw invalid({ name: 'A group already has this name.' });
      await checkProfilesOwned(actor, input.profile_ids);
      const id = randomUUID();
      await repo.insertGroup({ id, accountId: actor.accountId, name: input.name });
      await repo.addToGroup(id, [...new Set(input.profile_ids)], 0);

      return groupView(await requireGroup(actor, id));
    },
    async renameGroup(actor: Actor, id: string, name: string) {
      await requireGroup(actor, id);
      const clash = await repo.findGroupByName(actor.accountId, name);
      if (clash && clash.id !== id) throw invalid({ name: 'A group already has this name.' });
      await repo.renameGroup(id, name);

      return groupView(await requireGroup(actor, id));
    },
    async deleteGroup(actor: Actor, id: string) {
      if (!(await repo.deleteGroup(actor.accountId, id))) throw notFound('This group');
    },
    async addToGroup(actor: Actor, id: string, profileIds: string[]) {
      const group = await requireGroup(actor, id);
      await checkProfilesOwned(actor, profileIds);
      await repo.addToGroup(
        id,
        [...new Set(profileIds)].filter((profileId) => !group.profileIds.includes(profileId)),
        group.profileIds.length,
      );

      return groupView(await requireGroup(actor, id));
    },
    async removeFromGroup(actor: Actor, id: string, profileId: string) {
      const group = await requireGroup(actor, id);
      if (!group.profileIds.includes(profileId)) throw notFound('This profile in the group');
      await repo.removeFromGroup(id, profileId);

      return groupView(await requireGroup(actor, id));
    },
  };
}
