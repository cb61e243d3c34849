import { describe, expect, it } from 'vitest';
import { readableCompanyName } from './company-name';

describe('readableCompanyName', () => {
  it.each([
    ['FORD MOTOR CO', 'Ford Motor Co'],
    ['INTERNATIONAL BUSINESS MACHINES CORP', 'International Business Machines Corp'],
    ['AT&T INC.', 'AT&T Inc.'],
    ['3M CO', '3M Co'],
    ['BANK OF AMERICA CORP /DE/', 'Bank of America Corp /DE/'],
    ['JACK IN THE BOX INC', 'Jack in the Box Inc'],
    ['THE BANCORP, INC.', 'The Bancorp, Inc.'],
    ['HSBC HOLDINGS PLC', 'HSBC Holdings PLC'],
    ['JPMORGAN CHASE & CO', 'Jpmorgan Chase & Co'],
    ['AMC ENTERTAINMENT HOLDINGS, INC.', 'AMC Entertainment Holdings, Inc.'],
    ['EAGLE POINT INCOME FUND II LLC', 'Eagle Point Income Fund II LLC'],
    ['HDFC BANK LTD', 'HDFC Bank Ltd'],
    ['TRI-CONTINENTAL CORP', 'Tri-Continental Corp'],
    ['ARCHER-DANIELS-MIDLAND CO', 'Archer-Daniels-Midland Co'],
    ['AIR FRANCE-KLM /FI', 'Air France-KLM /FI'],
    ['AMERICA MOVIL SAB DE CV/', 'America Movil SAB de CV/'],
    ['GRUPO SIMEC, S.A.B. DE C.V.', 'Grupo Simec, S.A.B. de C.V.'],
    ['FAIRFAX FINANCIAL HOLDINGS LTD/ CAN', 'Fairfax Financial Holdings Ltd/ CAN'],
    ['GLADSTONE INVESTMENT CORPORATION\\DE', 'Gladstone Investment Corporation\\DE'],
    ['HORTON D R INC /DE/', 'Horton D R Inc /DE/'],
    ['MCDONALDS CORP', 'McDonalds Corp'],
    ["O'REILLY AUTOMOTIVE INC", "O'Reilly Automotive Inc"],
    ["DICK'S SPORTING GOODS, INC.", "Dick's Sporting Goods, Inc."],
    ['1ST SOURCE CORP', '1st Source Corp'],
    ['AMAZON COM INC', 'Amazon Com Inc'],
    ['CBRE GROUP, INC.', 'CBRE Group, Inc.'],
    ['APPLE HOSPITALITY REIT', 'Apple Hospitality REIT'],
  ])('%s → %s', (sec, readable) => {
    expect(readableCompanyName(sec)).toBe(readable);
  });

  it.each([
    'NVIDIA Corporation',
    'Apple Inc.',
    'lululemon athletica inc.',
    'ELI LILLY & Co',
    'KKR & Co. Inc.',
    '',
    '123',
  ])('keeps a name that is not all capitals as written: %j', (name) => {
    expect(readableCompanyName(name)).toBe(name);
  });
});
