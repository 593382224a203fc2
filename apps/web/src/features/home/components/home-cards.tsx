import {
  BarChart3,
  Brain,
  Eye,
  MessageSquareWarning,
  PenLine,
  ShieldAlert,
  ShieldCheck,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BullyingIllustration } from './illustrations/bullying-illustration';
import { ReligiousIllustration } from './illustrations/religious-illustration';
import { SexualIllustration } from './illustrations/sexual-illustration';
import { ThreatIllustration } from './illustrations/threat-illustration';
import { CardSection, InfoCard } from './info-card';

const FEATURES: [string, LucideIcon][] = [
  ['bullying', ShieldAlert],
  ['moderation', ShieldCheck],
  ['explainable', Brain],
  ['threat', MessageSquareWarning],
];

const CAPABILITIES: [string, ComponentType<{ title: string }>][] = [
  ['bullying', BullyingIllustration],
  ['religious', ReligiousIllustration],
  ['sexual', SexualIllustration],
  ['threat', ThreatIllustration],
];

const USE_CASES: [string, LucideIcon][] = [
  ['market', BarChart3],
  ['content', PenLine],
  ['feedback', Eye],
  ['realtime', Zap],
];

function IconBadge({ Icon }: { Icon: LucideIcon }) {
  return (
    <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-emerald-500/15 text-emerald-300">
      <Icon className="h-6 w-6" aria-hidden />
    </span>
  );
}

/** Feature, capability and use-case cards below the analysis form (docs/product/screens.md#home, Home). */
export function HomeCards() {
  const { t } = useTranslation('home');
  return (
    <>
      <CardSection id="features-title" title={t('features.title')} subtitle={t('features.subtitle')}>
        {FEATURES.map(([key, Icon]) => (
          <InfoCard
            key={key}
            title={t(`features.${key}.title`)}
            body={t(`features.${key}.body`)}
            media={<IconBadge Icon={Icon} />}
          />
        ))}
      </CardSection>
      <CardSection id="capabilities-title" title={t('capabilities.title')} subtitle={t('capabilities.subtitle')}>
        {CAPABILITIES.map(([key, Illustration]) => (
          <InfoCard
            key={key}
            title={t(`capabilities.${key}.title`)}
            body={t(`capabilities.${key}.body`)}
            media={<Illustration title={t(`capabilities.${key}.image`)} />}
          />
        ))}
      </CardSection>
      <CardSection id="use-cases-title" title={t('useCases.title')} subtitle={t('useCases.subtitle')}>
        {USE_CASES.map(([key, Icon]) => (
          <InfoCard
            key={key}
            title={t(`useCases.${key}.title`)}
            body={t(`useCases.${key}.body`)}
            media={<IconBadge Icon={Icon} />}
          />
        ))}
      </CardSection>
    </>
  );
}
