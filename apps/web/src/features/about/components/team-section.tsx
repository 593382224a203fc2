import { Code2, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { aboutContent } from '@/content/about';
import { SampleBadge, SampleCaption } from './sample-note';

export function TeamSection() {
  const { t, i18n } = useTranslation('about');
  const lang = i18n.language === 'bn' ? 'bn' : 'en';
  const sample = aboutContent.isSample;
  return (
    <section aria-labelledby="about-team" className="flex flex-col gap-6">
      <h2 id="about-team" className="text-2xl font-semibold">
        {t('team.title')}
      </h2>
      {sample ? <SampleCaption text={t('sample.team')} /> : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {aboutContent.team.map((member) => (
          <li
            key={member.email}
            className={`flex flex-col gap-3 rounded-2xl border bg-slate-900/60 p-6 ${sample ? 'border-dashed border-amber-400/40' : 'border-slate-800'}`}
          >
            {sample ? <SampleBadge /> : null}
            <div>
              <h3 className="text-lg font-semibold">{member.name[lang]}</h3>
              <p className="text-sm text-emerald-300">{member.role[lang]}</p>
            </div>
            <p className="text-sm text-slate-300">{member.bio[lang]}</p>
            <div className="flex flex-wrap gap-3 text-sm">
              <a
                href={member.profileUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1.5 text-slate-300 hover:text-white"
              >
                <Code2 className="h-4 w-4" aria-hidden />
                {t('team.profile')}
              </a>
              <a
                href={`mailto:${member.email}`}
                className="inline-flex items-center gap-1.5 text-slate-300 hover:text-white"
              >
                <Mail className="h-4 w-4" aria-hidden />
                {t('team.email')}
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
