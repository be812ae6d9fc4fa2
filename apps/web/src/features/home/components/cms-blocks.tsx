import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/link';
import { contentQueries } from '../../content';
import { HOME_BLOCKS } from '../home-blocks';
import { FeatureBlock } from './feature-block';
import { SafetySealPoints } from './safety-seal-points';
import { StatisticsBlock } from './statistics-block';

/*
 * The home page's editorial blocks. Each waits for its own block and is left out while it loads,
 * when editors have not written it, or when it fails to load.
 */

function useBlock(slug: string) {
  return useQuery(contentQueries.block(slug)).data ?? null;
}

export function AboutBlock() {
  const block = useBlock(HOME_BLOCKS.about);
  if (!block) return null;
  return (
    <FeatureBlock
      block={block}
      id="home-about-title"
      tone="paper"
      action={
        <ButtonLink to="/about-us" variant="outlined" endIcon={<ArrowForwardIcon aria-hidden />}>
          Saiba mais sobre nós
        </ButtonLink>
      }
    />
  );
}

export function RegisterBlock() {
  const block = useBlock(HOME_BLOCKS.register);
  if (!block) return null;
  return (
    <FeatureBlock
      block={block}
      id="home-register-title"
      pictureRight
      action={
        <ButtonLink to="/sign-up" variant="contained" size="large" disableElevation>
          Regista-te agora!
        </ButtonLink>
      }
    />
  );
}

export function SafetySealBlock() {
  const block = useBlock(HOME_BLOCKS.safetySeal);
  if (!block) return null;
  return (
    <FeatureBlock block={block} id="home-seal-title" tone="paper">
      <SafetySealPoints items={block.content ?? []} />
    </FeatureBlock>
  );
}

export function StatisticsSection() {
  const block = useBlock(HOME_BLOCKS.statistics);
  if (!block) return null;
  return <StatisticsBlock block={block} />;
}
