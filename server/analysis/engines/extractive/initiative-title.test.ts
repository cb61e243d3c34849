import { describe, expect, it } from 'vitest';
import { initiativeTitle } from './initiative-title.ts';

/** Sentences from the shared filings whose titles read badly before; each pair is sentence → expected title. */
describe('initiativeTitle', () => {
  it.each([
    [
      'The Company is focused on expanding its market opportunities related to smartphones, personal computers.',
      'Expanding market opportunities',
    ],
    [
      'For fiscal 2026, we project capital expenditures, with a focus on technology, supply chain and customer-facing initiatives.',
      'Spending on technology, supply chain and customer-facing initiatives',
    ],
    [
      'We will continue investing in a number of capital-intensive projects and research and development in upcoming periods.',
      'Investing in capital-intensive projects and research and development',
    ],
    [
      'We will also continue to generate demand by improving our vehicles’ performance and functionality, including through product offerings.',
      'Improving vehicles’ performance and functionality',
    ],
    [
      'We continue to ramp our Blackwell architecture, which grew 17% sequentially.',
      'Ramping Blackwell architecture',
    ],
    [
      'We continue to ramp production and build and optimize our manufacturing capacity, expand our operations.',
      'Ramping production',
    ],
    [
      'We launched our Earth-2 initiative to create a digital twin of the Earth.',
      'Launching Earth-2 initiative',
    ],
  ])('%s → %s', (sentence, title) => {
    expect(initiativeTitle(sentence)).toBe(title);
  });

  it.each([
    'Our acquisition of Mellanox in 2020 expanded our innovation canvas to include networking.',
    'The strong growth was driven by demand for our accelerated computing platform used for large language models.',
    'The computing industry is experiencing a broader and faster launch cadence of accelerated computing platforms.',
    'Through 2024, Tesla expanded the program to new campuses.',
    'In addition, generative AI is expanding the market for our workstation-class GPUs.',
    'Our mission is building a world where everyone can create.',
  ])('gives no title for a vague or adjectival match: %s', (sentence) => {
    expect(initiativeTitle(sentence)).toBeNull();
  });
});
