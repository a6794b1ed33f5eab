// Part 2 of the parser on generated statements (generated-layouts.ts says what is checked and how the layouts are split).
import { describeGeneratedLayouts } from './generated-layouts.ts';

describeGeneratedLayouts(2);
