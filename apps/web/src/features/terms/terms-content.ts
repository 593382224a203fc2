import type { Language } from '@shobdo/contracts';

/**
 * The Terms of Use and Privacy page (/terms), in both languages. It says what this software really
 * stores and shows (the tables in apps/server/src/db/schema, docs/product/decisions.md's privacy promise, the
 * browser storage keys of apps/web/src/lib/storage.ts); change it when they change. It lives in the
 * route's own chunk rather than in the locale files, which every page loads.
 */
export interface TermsSection {
  id: string;
  title: string;
  paragraphs: string[];
  items?: string[];
}

export interface TermsPage {
  title: string;
  updated: string;
  intro: string;
  sections: TermsSection[];
}

const en: TermsPage = {
  title: 'Terms of Use and Privacy',
  updated: 'Last changed on 23 November 2026.',
  intro:
    'Shobdo is software that analyses Bengali text. Whoever runs this installation (the operator) is responsible for it; this page says, plainly, what the software stores, who sees it, and how to have it removed.',
  sections: [
    {
      id: 'use',
      title: 'Using Shobdo',
      paragraphs: [
        'You may analyse any text you have the right to share. Do not submit other people\u2019s private messages or personal data without their consent.',
        'A result is a machine\u2019s prediction. It can be wrong, and the words it names show why it decided, not that it is right. A person should check it before acting on it, for example before removing someone\u2019s post. Shobdo is provided as it is, without any guarantee.',
        'An account is for one person. Do not try to reach other people\u2019s data or the admin area; the server checks every permission.',
      ],
    },
    {
      id: 'stored',
      title: 'What is stored on the server',
      paragraphs: ['Only what the product needs, in its own database on the operator\u2019s machine:'],
      items: [
        'Your account: username, email address, preferred language, and, if you give them, full name, country and age. Your password is never stored, only an argon2id hash of it. Also your role, whether the account is active, the number of your analyses, and when you signed up, last signed in and last analysed.',
        'Your analyses: the text you submitted, the model used, its result (type, confidence, the words and their shares, summary), the processing time and the date. A signed-in user\u2019s analyses are linked to the account and make up its history.',
        'An activity log of signed-in use: sign-up, login, logout, analyses, profile and password changes, exports and page views, with their times.',
        'Sign-in sessions: only a hash of each refresh token is kept. A session ends at logout, after 24 hours, or after 30 days with \u201cRemember me\u201d.',
        'Visits, for the usage figures: the page, the site you came from (its name only), the kind of browser and device, and how long a visit lasted. Your network address is never stored: a visitor is counted by a hash of a secret that changes every day, the address and the browser\u2019s name. Each day\u2019s secret is deleted the next day, so the address cannot be recovered and visits on different days cannot be linked.',
        'Server logs do not name your address unless the operator turns that on.',
      ],
    },
    {
      id: 'anonymous',
      title: 'Analyses without an account',
      paragraphs: [
        'You can analyse text without signing up. The analysis is stored like any other but linked to no account: anyone holding its random identifier can read it, and admins see it in the analysis logs. It is not part of any history, and nothing in it tells us who you are, unless you wrote that in the text.',
      ],
    },
    {
      id: 'browser',
      title: 'What is kept in your browser',
      paragraphs: [
        'Your browser\u2019s own storage keeps your sign-in tokens and account details while you are signed in, your language, the model you last chose (until the tab closes) and your last result so that the results page survives a reload. Logging out removes the sign-in data and the last result; \u201cBack to Input\u201d removes the result. The text you analysed stays in the tab\u2019s own history, so that going back finds it in the input, until the tab is closed; after a logout it is not shown. There are no advertising or tracking cookies.',
      ],
    },
    {
      id: 'admins',
      title: 'What an admin sees',
      paragraphs: ['Admins of this installation have a dashboard with:'],
      items: [
        'Usage analytics: counts of analyses and visits, unique visitors, active and returning users, languages, and the countries and age groups of users in total, never as a list of people.',
        'The users list: username, email, full name, role, status, language, number of analyses and last activity. Admins can activate and deactivate accounts.',
        'The analysis logs: every analysis, with its full text, the username of a signed-in author, result and date. Admins can delete analyses.',
      ],
    },
    {
      id: 'never',
      title: 'What Shobdo never does',
      paragraphs: [
        'The models run on this server: your text is not sent to any other company or service. There are no third-party trackers, no advertising, no look-up of your address with outside services, and nothing is sold.',
      ],
    },
    {
      id: 'delete',
      title: 'Changing and deleting your data',
      paragraphs: [
        'Signed in, you can change your name, email, country, age, language and password at any time on your profile page.',
        'There is no delete button yet. To delete your account, write to the operator or an admin of this installation. Deleting an account deletes with it all of its analyses, its activity log and its sessions. To have an analysis you made without an account removed, tell them its text and when you made it. Visit counts cannot be linked to you, so there is nothing of them to delete.',
      ],
    },
  ],
};

const bn: TermsPage = {
  title: 'ব্যবহারের শর্তাবলি ও গোপনীয়তা',
  updated: 'সর্বশেষ পরিবর্তন: ২৩ নভেম্বর ২০২৬।',
  intro:
    'শব্দ বাংলা লেখা বিশ্লেষণের একটি সফটওয়্যার। এই ইনস্টলেশন যিনি চালান (পরিচালক), দায়িত্ব তাঁর; এই পাতায় সহজ ভাষায় বলা আছে সফটওয়্যারটি কী জমা রাখে, কে তা দেখতে পান, আর কীভাবে তা মুছে ফেলা যায়।',
  sections: [
    {
      id: 'use',
      title: 'শব্দ ব্যবহার',
      paragraphs: [
        'যে লেখা শেয়ার করার অধিকার আপনার আছে, তা-ই বিশ্লেষণ করুন। অন্যের ব্যক্তিগত বার্তা বা ব্যক্তিগত তথ্য তাঁদের সম্মতি ছাড়া জমা দেবেন না।',
        'ফলাফল হলো যন্ত্রের অনুমান। তা ভুল হতে পারে, আর যে শব্দগুলো দেখানো হয় সেগুলো বলে কেন এই সিদ্ধান্ত, সিদ্ধান্তটি ঠিক কি না তা নয়। কোনো পদক্ষেপ নেওয়ার আগে, যেমন কারও পোস্ট সরানোর আগে, একজন মানুষের তা যাচাই করা উচিত। শব্দ যেমন আছে তেমনভাবে দেওয়া হয়, কোনো নিশ্চয়তা ছাড়া।',
        'একটি অ্যাকাউন্ট একজন মানুষের জন্য। অন্যের তথ্য বা অ্যাডমিন অংশে ঢোকার চেষ্টা করবেন না; সার্ভার প্রতিটি অনুমতি যাচাই করে।',
      ],
    },
    {
      id: 'stored',
      title: 'সার্ভারে কী জমা থাকে',
      paragraphs: ['শুধু যা দরকার, পরিচালকের যন্ত্রে এর নিজস্ব ডেটাবেসে:'],
      items: [
        'আপনার অ্যাকাউন্ট: ইউজারনেম, ইমেইল ঠিকানা, পছন্দের ভাষা, আর আপনি দিলে পুরো নাম, দেশ ও বয়স। আপনার পাসওয়ার্ড কখনো জমা থাকে না, থাকে শুধু তার একটি argon2id হ্যাশ। এ ছাড়া আপনার ভূমিকা, অ্যাকাউন্ট সক্রিয় কি না, আপনার বিশ্লেষণের সংখ্যা, আর কবে নিবন্ধন, শেষ লগ ইন ও শেষ বিশ্লেষণ করেছেন।',
        'আপনার বিশ্লেষণ: জমা দেওয়া লেখা, ব্যবহৃত মডেল, তার ফলাফল (ধরন, আস্থা, শব্দ ও তাদের অংশ, সারাংশ), প্রক্রিয়াকরণের সময় ও তারিখ। লগ ইন করা ব্যবহারকারীর বিশ্লেষণ অ্যাকাউন্টের সঙ্গে যুক্ত থাকে, আর তা দিয়েই তাঁর ইতিহাস।',
        'লগ ইন করা ব্যবহারের একটি কার্যকলাপ-তালিকা: নিবন্ধন, লগ ইন, লগ আউট, বিশ্লেষণ, প্রোফাইল ও পাসওয়ার্ড পরিবর্তন, এক্সপোর্ট ও পাতা দেখা, সময়সহ।',
        'লগ ইন সেশন: প্রতিটি রিফ্রেশ টোকেনের শুধু একটি হ্যাশ রাখা হয়। সেশন শেষ হয় লগ আউটে, ২৪ ঘণ্টা পরে, অথবা “আমাকে মনে রাখুন” দিলে ৩০ দিন পরে।',
        'ভিজিট, ব্যবহারের হিসাবের জন্য: কোন পাতা, কোন সাইট থেকে এসেছেন (শুধু তার নাম), ব্রাউজার ও যন্ত্রের ধরন, আর ভিজিট কতক্ষণ চলেছে। আপনার নেটওয়ার্ক ঠিকানা কখনো জমা থাকে না: প্রতিদিন বদলানো একটি গোপন মান, ঠিকানা আর ব্রাউজারের নাম মিলিয়ে একটি হ্যাশ দিয়ে ভিজিটর গোনা হয়। প্রতিদিনের গোপন মান পরের দিন মুছে ফেলা হয়, তাই ঠিকানা ফিরে পাওয়া যায় না, আর ভিন্ন দিনের ভিজিট মেলানো যায় না।',
        'পরিচালক চালু না করলে সার্ভারের লগে আপনার ঠিকানা থাকে না।',
      ],
    },
    {
      id: 'anonymous',
      title: 'অ্যাকাউন্ট ছাড়া বিশ্লেষণ',
      paragraphs: [
        'নিবন্ধন না করেও লেখা বিশ্লেষণ করা যায়। সেই বিশ্লেষণ অন্য সবগুলোর মতোই জমা থাকে, কিন্তু কোনো অ্যাকাউন্টের সঙ্গে যুক্ত নয়: যাঁর কাছে এর এলোমেলো শনাক্তকারী আছে তিনি তা পড়তে পারেন, আর অ্যাডমিনরা বিশ্লেষণ লগে তা দেখেন। এটি কোনো ইতিহাসের অংশ নয়, আর লেখায় নিজে না লিখলে এতে এমন কিছু নেই যা বলে আপনি কে।',
      ],
    },
    {
      id: 'browser',
      title: 'আপনার ব্রাউজারে কী থাকে',
      paragraphs: [
        'আপনার ব্রাউজারের নিজস্ব স্টোরেজে থাকে লগ ইন থাকা অবস্থায় আপনার লগ ইন টোকেন ও অ্যাকাউন্টের তথ্য, আপনার ভাষা, শেষ বাছাই করা মডেল (ট্যাব বন্ধ হওয়া পর্যন্ত) আর শেষ ফলাফল, যাতে পাতা আবার লোড করলেও ফলাফলের পাতা থাকে। লগ আউট করলে লগ ইনের তথ্য ও শেষ ফলাফল মুছে যায়; “ইনপুটে ফিরে যান” ফলাফলটি মুছে দেয়। বিশ্লেষণ করা লেখাটি ট্যাব বন্ধ না হওয়া পর্যন্ত ট্যাবের নিজের ইতিহাসে থাকে, যাতে ফিরে গেলে তা ইনপুটে পাওয়া যায়; লগ আউটের পরে তা দেখানো হয় না। কোনো বিজ্ঞাপন বা ট্র্যাকিং কুকি নেই।',
      ],
    },
    {
      id: 'admins',
      title: 'অ্যাডমিন কী দেখেন',
      paragraphs: ['এই ইনস্টলেশনের অ্যাডমিনদের ড্যাশবোর্ডে আছে:'],
      items: [
        'ব্যবহারের বিশ্লেষণ: বিশ্লেষণ ও ভিজিটের সংখ্যা, স্বতন্ত্র ভিজিটর, সক্রিয় ও ফিরে আসা ব্যবহারকারী, ভাষা, আর ব্যবহারকারীদের দেশ ও বয়সের দল মোট হিসাবে, কখনো মানুষের তালিকা হিসেবে নয়।',
        'ব্যবহারকারীদের তালিকা: ইউজারনেম, ইমেইল, পুরো নাম, ভূমিকা, অবস্থা, ভাষা, বিশ্লেষণের সংখ্যা ও শেষ কার্যকলাপ। অ্যাডমিনরা অ্যাকাউন্ট সক্রিয় ও নিষ্ক্রিয় করতে পারেন।',
        'বিশ্লেষণ লগ: প্রতিটি বিশ্লেষণ, পুরো লেখাসহ, লগ ইন করা লেখকের ইউজারনেম, ফলাফল ও তারিখ। অ্যাডমিনরা বিশ্লেষণ মুছতে পারেন।',
      ],
    },
    {
      id: 'never',
      title: 'শব্দ যা কখনো করে না',
      paragraphs: [
        'মডেলগুলো এই সার্ভারেই চলে: আপনার লেখা অন্য কোনো প্রতিষ্ঠান বা সেবায় পাঠানো হয় না। কোনো তৃতীয় পক্ষের ট্র্যাকার নেই, বিজ্ঞাপন নেই, বাইরের সেবা দিয়ে আপনার ঠিকানা খোঁজা হয় না, আর কিছুই বিক্রি করা হয় না।',
      ],
    },
    {
      id: 'delete',
      title: 'আপনার তথ্য বদলানো ও মোছা',
      paragraphs: [
        'লগ ইন করে প্রোফাইল পাতায় যেকোনো সময় আপনার নাম, ইমেইল, দেশ, বয়স, ভাষা ও পাসওয়ার্ড বদলাতে পারেন।',
        'এখনো মোছার কোনো বোতাম নেই। অ্যাকাউন্ট মুছতে এই ইনস্টলেশনের পরিচালক বা কোনো অ্যাডমিনকে লিখুন। অ্যাকাউন্ট মুছলে তার সব বিশ্লেষণ, কার্যকলাপ-তালিকা ও সেশনও মুছে যায়। অ্যাকাউন্ট ছাড়া করা কোনো বিশ্লেষণ মোছাতে চাইলে তাঁদের লেখাটি আর কখন করেছিলেন তা জানান। ভিজিটের হিসাব আপনার সঙ্গে মেলানো যায় না, তাই তার কিছু মোছার নেই।',
      ],
    },
  ],
};

export function getTermsPage(language: Language): TermsPage {
  return language === 'bn' ? bn : en;
}
