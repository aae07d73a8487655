import type { ChartStateProps } from '../ChartFrame/index.ts';

/** Audience shares (0–1 of the whole audience) of one age range. */
export type AgeGenderDatum = { ageRange: string; female: number; male: number; other?: number };

/** A place and its share of the audience (0–1). */
export type PlaceShare = { name: string; share: number };

export type DemographicsChartProps = Omit<ChartStateProps, 'height'> & {
  ageGender: AgeGenderDatum[];
  countries: PlaceShare[];
  cities: PlaceShare[];
  /** e.g. "Women". */
  femaleLabel: string;
  /** e.g. "Men". */
  maleLabel: string;
  /** e.g. "Other". Shown only when some age range has an `other` share. */
  otherLabel: string;
  /** Heading of the age chart, e.g. "Age and gender". */
  ageTitle: string;
  /** Header of the age column in the data table, e.g. "Age". */
  ageLabel: string;
  /** e.g. "Top countries". */
  countriesTitle: string;
  /** e.g. "Top cities". */
  citiesTitle: string;
  /** Header of the share column in the data tables, e.g. "Share of audience". */
  shareLabel: string;
  /** What the age chart shows, for screen readers (the svg's `aria-label`). */
  summary: string;
  /** Shows this many places per list. @default 5 */
  maxPlaces?: number;
  /** Height of the age chart in px. @default 280 */
  height?: number;
  /** Heading level of the section titles. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Runs the loading skeleton's shimmer. @default true */
  isSkeletonAnimated?: boolean;
};
