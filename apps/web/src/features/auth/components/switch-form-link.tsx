import { Link } from 'react-router';

/** The line under login and sign-up that leads to the other form ('Don't have an account? Sign up'). */
export function SwitchFormLink({ question, to, link }: { question: string; to: string; link: string }) {
  return (
    <p className="text-center text-sm text-slate-400">
      {question}{' '}
      <Link to={to} className="font-medium text-emerald-300 hover:underline">
        {link}
      </Link>
    </p>
  );
}
