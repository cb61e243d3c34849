import { describe, expect, it } from 'vitest';
import { vendorsIn } from './lexicon.ts';
import { amountIn, securityFact, stanceOf, topicsOf } from './rules.ts';

const names = (sentence: string, name?: string, ticker = 'TEST') =>
  vendorsIn(sentence, { name, ticker }).map((v) => v.name);

describe('vendor lexicon', () => {
  it.each([
    ['We run the vast majority of our computing on AWS.', ['Amazon Web Services']],
    ['Amazon Web Services hosts our storefront.', ['Amazon Web Services']],
    [
      'We are moving our analytics workloads to Microsoft Azure and GCP.',
      ['Microsoft Azure', 'Google Cloud'],
    ],
    ['We completed the first wave of our S/4HANA implementation.', ['SAP']],
    ['Our SAP ERP system went live in Europe.', ['SAP']],
    ['We replaced our legacy HR system with Workday.', ['Workday']],
    ['Service requests are tracked in ServiceNow and Salesforce.', ['Salesforce', 'ServiceNow']],
    ['Our data platform is built on Snowflake and Databricks.', ['Snowflake', 'Databricks']],
    [
      'We outsource application maintenance to Tata Consultancy Services and Accenture.',
      ['Tata Consultancy Services', 'Accenture'],
    ],
    ['The July 2024 CrowdStrike outage disrupted our stores.', ['CrowdStrike']],
  ])('%s', (sentence, expected) => {
    expect(names(sentence).sort()).toEqual([...expected].sort());
  });

  it('needs the name as written: a word that contains it, or the lower-case word, is not the vendor', () => {
    expect(names('Sapphire and oracles, awsome sap and azure skies.')).toEqual([]);
  });

  it("leaves out the filer's own products", () => {
    expect(names('Oracle Cloud Infrastructure revenues grew.', 'Oracle Corp')).toEqual([]);
    expect(names('Google Cloud revenues increased.', 'Alphabet Inc.')).toEqual([]);
    expect(names('Google Cloud revenues increased.', 'Netflix, Inc.')).toEqual(['Google Cloud']);
    // A filer the catalogue has no name for is known by its ticker.
    expect(names('Oracle Cloud Infrastructure revenues grew.', undefined, 'ORCL')).toEqual([]);
  });
});

describe('pattern rules', () => {
  it('finds programmes named without a vendor', () => {
    expect(topicsOf('We continued the rollout of a new Enterprise Resource Planning system.')).toEqual([
      'enterprise_systems',
    ]);
    expect(topicsOf('We are migrating our data centers to the cloud.')).toEqual(['cloud']);
    expect(topicsOf('We use machine learning to forecast demand.')).toEqual(['data_ai']);
    expect(topicsOf('Our eCommerce sales grew 20%.')).toEqual(['digital_commerce']);
    expect(topicsOf('We added automated fulfillment centers.')).toEqual(['automation']);
    expect(topicsOf('We rely on third-party service providers for payroll.')).toEqual(['outsourcing']);
    expect(topicsOf('Net sales increased 3% on higher volume.')).toEqual([]);
  });

  it('states the security framework or the CISO reporting line', () => {
    expect(securityFact('Our program is aligned with the NIST Cybersecurity Framework.')).toBe(
      'NIST Cybersecurity Framework',
    );
    expect(securityFact('Our ISMS is certified to ISO/IEC 27001:2013.')).toBe('ISO 27001');
    expect(securityFact('Our CISO reports directly to the Chief Information Officer.')).toBe(
      'CISO reporting line',
    );
    expect(securityFact('Our CISO has 20 years of experience.')).toBeNull();
  });

  it('keeps the amount as written', () => {
    expect(amountIn('We expect technology investments of $1.2 billion in fiscal 2026.')).toBe('$1.2 billion');
    expect(amountIn('Capital expenditures were $450 million.')).toBe('$450 million');
    expect(amountIn('eCommerce sales grew by $3.2 billion.')).toBeNull();
    expect(amountIn('No amount here.')).toBeNull();
  });

  it('reads the stance from the sentence and its section', () => {
    expect(stanceOf('In 2024 we experienced a ransomware attack on our network.', false)).toBe('incident');
    expect(stanceOf('We are migrating our workloads to AWS.', false)).toBe('migrating');
    expect(stanceOf('The platform eases the deployment of accelerated computing.', false)).toBe('investing');
    expect(stanceOf('An outage at our cloud provider could disrupt our operations.', false)).toBe('risk');
    expect(stanceOf('We invest in machine learning to personalise offers.', false)).toBe('investing');
    expect(stanceOf('We rely on AWS to operate our service.', true)).toBe('risk');
  });
});
