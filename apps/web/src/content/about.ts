/**
 * People and testimonials of the About page. A deployer edits THIS file only.
 *
 * SAMPLE CONTENT: the entries below are illustrative. While `isSample` is true the page tags every card
 * 'Illustrative', draws it with a dashed border and says under each heading that these are not real
 * people or reviews. Replace them with your team and real quotes, then set `isSample` to false.
 */
export interface LocalizedText {
  en: string;
  bn: string;
}

export interface TeamMember {
  name: LocalizedText;
  role: LocalizedText;
  bio: LocalizedText;
  /** Code-hosting profile, e.g. a GitHub or GitLab page. */
  profileUrl: string;
  email: string;
}

export interface Testimonial {
  author: LocalizedText;
  role: LocalizedText;
  quote: LocalizedText;
  /** Out of 5. */
  rating: number;
  likes: number;
  replies: number;
}

export const aboutContent: { isSample: boolean; team: TeamMember[]; testimonials: Testimonial[] } = {
  isSample: true,
  team: [
    {
      name: { en: 'Sample Member One', bn: 'নমুনা সদস্য এক' },
      role: { en: 'Machine Learning Engineer', bn: 'মেশিন লার্নিং প্রকৌশলী' },
      bio: {
        en: 'Builds and evaluates the Bengali text models and writes the model card.',
        bn: 'বাংলা লেখার মডেল তৈরি ও মূল্যায়ন করেন এবং মডেল কার্ড লেখেন।',
      },
      profileUrl: 'https://github.com/example-member-one',
      email: 'member.one@example.com',
    },
    {
      name: { en: 'Sample Member Two', bn: 'নমুনা সদস্য দুই' },
      role: { en: 'Full-Stack Developer', bn: 'ফুল-স্ট্যাক ডেভেলপার' },
      bio: {
        en: 'Builds the web application, the API and the admin analytics.',
        bn: 'ওয়েব অ্যাপ্লিকেশন, এপিআই এবং অ্যাডমিন বিশ্লেষণ অংশ তৈরি করেন।',
      },
      profileUrl: 'https://github.com/example-member-two',
      email: 'member.two@example.com',
    },
  ],
  testimonials: [
    {
      author: { en: 'Sample Reviewer A', bn: 'নমুনা পর্যালোচক ক' },
      role: { en: 'Content moderator', bn: 'কনটেন্ট মডারেটর' },
      quote: {
        en: 'Seeing which words drove a decision makes reviewing flagged posts much faster.',
        bn: 'কোন শব্দগুলো সিদ্ধান্তে প্রভাব ফেলেছে তা দেখতে পাওয়ায় চিহ্নিত পোস্ট যাচাই অনেক দ্রুত হয়।',
      },
      rating: 5,
      likes: 12,
      replies: 2,
    },
    {
      author: { en: 'Sample Reviewer B', bn: 'নমুনা পর্যালোচক খ' },
      role: { en: 'Content creator', bn: 'কনটেন্ট নির্মাতা' },
      quote: {
        en: 'Useful for checking how comments on my videos read before I reply.',
        bn: 'উত্তর দেওয়ার আগে আমার ভিডিওর মন্তব্যগুলো কেমন তা বুঝতে কাজে লাগে।',
      },
      rating: 4,
      likes: 8,
      replies: 1,
    },
    {
      author: { en: 'Sample Reviewer C', bn: 'নমুনা পর্যালোচক গ' },
      role: { en: 'Feedback analyst', bn: 'মতামত বিশ্লেষক' },
      quote: {
        en: 'Finally a tool that handles Bengali text properly and explains itself.',
        bn: 'অবশেষে এমন একটি টুল যা বাংলা লেখা ঠিকভাবে বোঝে এবং নিজের সিদ্ধান্ত ব্যাখ্যা করে।',
      },
      rating: 5,
      likes: 15,
      replies: 3,
    },
  ],
};
