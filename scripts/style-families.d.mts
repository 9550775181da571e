// Types of style-families.mjs for tsup.config.ts, which imports it.
import type { Metafile } from 'esbuild';

export function styleFamilyOf(file: string): string | undefined;
export function splitStylesheet(
  marked: string,
  metafile: Metafile,
): { whole: string; families: Array<{ family: string; needs: string[]; css: string }> };
export function topLevelRules(css: string): string[];
export function familiesInSources(root: string): string[];
