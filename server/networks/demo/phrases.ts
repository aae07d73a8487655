/**
 * A small phrase bank, combined deterministically into captions, comments, mentions and messages. Each theme
 * names what an account talks about; the templates are shared.
 */
import type { Rng } from './prng.ts';

export type Theme = {
  key: string;
  topics: readonly string[];
  hashtags: readonly string[];
  /** Words for YouTube-style titles. */
  titles: readonly string[];
};

export const THEMES: Record<string, Theme> = {
  coffee: {
    key: 'coffee',
    topics: [
      'our new Ethiopian single origin',
      'the washed Colombian on filter',
      'a slow Sunday pour-over',
      'fresh roast day',
      'the winter espresso blend',
      'latte art practice',
      'our cold brew recipe',
      'the cupping table this morning',
    ],
    hashtags: ['coffee', 'specialtycoffee', 'roastery', 'pourover', 'espresso', 'coffeetime'],
    titles: ['Dialing in espresso', 'Roast day vlog', 'Pour-over in 3 minutes', 'Cupping 6 coffees'],
  },
  bakery: {
    key: 'bakery',
    topics: [
      'Saturday sourdough',
      'cardamom buns straight from the oven',
      'the rye loaf everyone asks about',
      'our laminated croissant dough',
      'a fig and walnut tart',
      'the morning bake',
    ],
    hashtags: ['sourdough', 'bakery', 'realbread', 'pastry', 'baking', 'croissant'],
    titles: ['Shaping sourdough', 'Croissants from scratch', 'A day at the bakery'],
  },
  wellness: {
    key: 'wellness',
    topics: [
      'a 20-minute morning flow',
      'breathing before a busy day',
      'the new evening class',
      'hip openers for desk days',
      'our community retreat',
      'slow stretching on the beach',
    ],
    hashtags: ['yoga', 'mindfulness', 'wellbeing', 'yogaeveryday', 'breathwork'],
    titles: ['Morning yoga flow', 'Desk stretches', 'Breathing for focus'],
  },
  hardware: {
    key: 'hardware',
    topics: [
      'the spring garden tool sale',
      'how to fix a dripping tap',
      'our paint-matching counter',
      'a weekend deck project',
      'new cordless drills in store',
      'winter prep for your pipes',
    ],
    hashtags: ['diy', 'homeimprovement', 'localbusiness', 'tools', 'garden'],
    titles: ['Fixing a leaky tap', 'Deck staining guide', 'Tool review'],
  },
  tech: {
    key: 'tech',
    topics: [
      'what we learned from 10,000 dashboards',
      'our Q3 product update',
      'a better way to track churn',
      'the data team behind the release',
      'three metrics that actually matter',
      'our open-source query planner',
    ],
    hashtags: ['analytics', 'saas', 'data', 'productupdate', 'engineering'],
    titles: ['Teardown', 'Build log', 'Benchmark results', 'Explained in 10 minutes'],
  },
  outdoors: {
    key: 'outdoors',
    topics: [
      'a gravel loop through the hills',
      'tubeless setup tips',
      'the Sunday group ride',
      'packing for a bikepacking weekend',
      'climbing the old pass at dawn',
      'winter bike maintenance',
    ],
    hashtags: ['cycling', 'gravelbike', 'bikepacking', 'outdoors', 'ridelocal'],
    titles: ['Gravel ride vlog', 'Bike maintenance 101', 'Bikepacking gear list'],
  },
  design: {
    key: 'design',
    topics: [
      'a new brand identity for a local bookshop',
      'sketches from the studio wall',
      'our type specimen',
      'a packaging refresh',
      'the poster series for the film festival',
      'colour studies for spring',
    ],
    hashtags: ['design', 'branding', 'typography', 'studio', 'illustration'],
    titles: ['Studio tour', 'Logo process', 'Designing a poster'],
  },
  food: {
    key: 'food',
    topics: [
      'a 15-minute weeknight noodle bowl',
      'the crispiest roast potatoes',
      'meal prep for the week',
      'a one-pan lemon chicken',
      'our green curry paste',
      'the best tomato salad of the summer',
    ],
    hashtags: ['recipe', 'easyrecipes', 'homecooking', 'foodie', 'mealprep', 'dinnerideas'],
    titles: ['Weeknight dinners', 'Meal prep', 'One-pan recipes'],
  },
  fashion: {
    key: 'fashion',
    topics: [
      'the new trail runner colourway',
      'restoring a pair of classics',
      'our limited summer drop',
      'how we test outsoles',
      'styling white sneakers three ways',
      'the resole service',
    ],
    hashtags: ['sneakers', 'streetwear', 'kicks', 'sneakerhead', 'style'],
    titles: ['Unboxing', 'Restoration', 'On-foot review'],
  },
  home: {
    key: 'home',
    topics: [
      'a calm reading corner',
      'linen bedding in oat',
      'small-space shelving ideas',
      'our handmade lamp collection',
      'a warm neutral living room',
      'styling a console table',
    ],
    hashtags: ['homedecor', 'interiors', 'homeinspo', 'slowliving', 'ceramics'],
    titles: ['Room makeover', 'Styling tips', 'Studio visit'],
  },
};

export const THEME_KEYS = Object.keys(THEMES);

const OPENERS = [
  'Just in:',
  'Behind the scenes:',
  'This week:',
  'You asked, so here it is:',
  'Quick one:',
  'Saving this for later:',
  'A little update:',
  'Today at the studio:',
  'New on the blog:',
  'Weekend plans:',
];

const CLOSERS = [
  'What do you think?',
  'Tell us in the comments.',
  'Link in bio.',
  'Tag someone who needs this.',
  'More soon.',
  'Thank you for all the support!',
  'Would you try it?',
  'Save it for later.',
  'Which one is your favourite?',
  '',
];

const LONG_MIDDLES = [
  'We spent the last few weeks looking closely at what our customers told us.',
  'It started as a small experiment and turned into something the whole team is proud of.',
  'A lot of people asked how we do it, so we wrote down every step.',
  'The numbers surprised us, and we think they will surprise you too.',
  'None of this happens without a great team and a patient community.',
];

const COMMENT_TEMPLATES = [
  'Love {topic}!',
  'This looks amazing 😍',
  'Where can I get {topic}?',
  'Is this available in {city}?',
  'Saving this for the weekend',
  'So good 🔥',
  'How long does it take?',
  'Can you share more about {topic}?',
  'We tried it yesterday, 10/10',
  'Obsessed with this',
  'Any plans for a workshop?',
  'The photos are beautiful',
  'Need this in my life',
  'Great tip, thank you!',
  '👏👏👏',
  'First time seeing {topic}, wow',
];

const REPLY_TEMPLATES = [
  'Thank you so much!',
  'Yes! Send us a message and we will sort it out.',
  'Glad you like it 🙌',
  'Coming soon, stay tuned!',
  'It takes about a week start to finish.',
];

const MENTION_TEMPLATES = [
  'Huge thanks to @{handle} for {topic}!',
  'Had the best time with @{handle} today',
  'If you have not tried @{handle} yet, go',
  '@{handle} what time do you open on Sundays?',
  'Shout-out to @{handle} for {topic}',
  'Loving {topic} from @{handle}',
];

const DM_OPENERS = [
  'Hi! Do you ship to {city}?',
  'Hello, are you open on public holidays?',
  'Hey, I would love to collaborate on a post.',
  'Hi there, I have a question about my order.',
  'Do you do gift cards?',
  'Is {topic} still available?',
  'Hi! Could we book a group visit next month?',
];

const DM_REPLIES = [
  'Hi! Thanks for reaching out.',
  'Yes, we do. Can you share a few details?',
  'Let me check with the team and get back to you today.',
  'Sure — what date works best for you?',
  'Absolutely, here is how it works.',
];

const DM_FOLLOW_UPS = [
  'Perfect, thank you!',
  'Great, I will send the details.',
  'That works for me.',
  'Thanks for the quick answer 🙏',
  'Amazing, see you then.',
];

const FIRST_NAMES = [
  'Maya',
  'Leo',
  'Amara',
  'Jonas',
  'Priya',
  'Mateo',
  'Hana',
  'Oskar',
  'Zoe',
  'Kofi',
  'Ines',
  'Theo',
  'Nadia',
  'Felix',
  'Aiko',
  'Sam',
  'Lucia',
  'Ravi',
  'Elif',
  'Noah',
];

const LAST_NAMES = [
  'Park',
  'Okafor',
  'Silva',
  'Novak',
  'Hughes',
  'Rossi',
  'Tanaka',
  'Berg',
  'Diaz',
  'Moreau',
];

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export function tags(rng: Rng, theme: Theme, count: number): string {
  const chosen = new Set<string>();
  for (let i = 0; i < count * 2 && chosen.size < count; i++) chosen.add(rng.pick(theme.hashtags));

  return [...chosen].map((tag) => `#${tag}`).join(' ');
}

/** A caption in the network's register: short (X), caption (Instagram), long (LinkedIn), title (YouTube). */
export function caption(
  rng: Rng,
  theme: Theme,
  style: 'short' | 'caption' | 'long' | 'title',
  hashtagCount: number,
): string {
  const topic = rng.pick(theme.topics);
  const hashtags = tags(rng, theme, hashtagCount);
  const withTags = (text: string) => (hashtags ? `${text} ${hashtags}` : text);
  if (style === 'title') return withTags(`${rng.pick(theme.titles)}: ${topic}`);
  const opener = rng.pick(OPENERS);
  const closer = rng.pick(CLOSERS);
  if (style === 'short') return withTags(`${opener} ${topic}. ${rng.chance(0.5) ? closer : ''}`.trim());
  if (style === 'long')
    return withTags(
      `${opener} ${topic}.\n\n${rng.pick(LONG_MIDDLES)} ${rng.pick(LONG_MIDDLES)}\n\n${closer}`.trim(),
    );

  return withTags(`${opener} ${topic}. ${closer}`.trim());
}

export type Person = { name: string; handle: string };

export function person(rng: Rng): Person {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const style = rng.int(0, 2);
  const handle =
    style === 0
      ? `${first}.${last}`.toLowerCase()
      : style === 1
        ? `${first.toLowerCase()}_${rng.int(1, 99)}`
        : `${first}${last}`.toLowerCase();

  return { name: `${first} ${last}`, handle };
}

export function commentText(rng: Rng, theme: Theme, city: string): string {
  return fill(rng.pick(COMMENT_TEMPLATES), { topic: rng.pick(theme.topics), city });
}

export function replyText(rng: Rng): string {
  return rng.pick(REPLY_TEMPLATES);
}

export function mentionText(rng: Rng, theme: Theme, handle: string): string {
  return fill(rng.pick(MENTION_TEMPLATES), { topic: rng.pick(theme.topics), handle });
}

/** The n-th message of a conversation: a question, our answer, then back and forth. */
export function messageText(rng: Rng, theme: Theme, city: string, index: number): string {
  if (index === 0) return fill(rng.pick(DM_OPENERS), { topic: rng.pick(theme.topics), city });

  return index % 2 === 1 ? rng.pick(DM_REPLIES) : rng.pick(DM_FOLLOW_UPS);
}
