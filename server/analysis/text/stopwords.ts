/**
 * English function words plus filing and description boilerplate that carries no topic ("could", "fiscal",
 * "we sell"). Frequent topical words are left to BM25's IDF instead.
 */
export const stopwords: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between
both but by can could did do does doing down during each either else few for from further had has have having he her
here hers him his how i if in into is it its itself just may me might more most must my no nor not now of off on once
only or other our ours ourselves out over own same shall she should so some such than that the their theirs them then
there these they this those through to too under until up upon very via was we were what when where whether which while
who whom why will with within without would you your yours yourself inc corporation registrant fiscal year years
including include includes included certain various among generally also however therefore thus per one two three us
sell sells sold offer offers provide provides provided help helps`
    .split(/\s+/)
    .filter(Boolean),
);
