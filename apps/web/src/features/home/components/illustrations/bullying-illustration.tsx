import { IllustrationFrame } from './illustration-frame';

/** Two speech bubbles: a harsh, jagged one answered by a shielded one. Drawn for Shobdo. */
export function BullyingIllustration({ title }: { title: string }) {
  return (
    <IllustrationFrame title={title} from="#3b0a14" to="#0f172a">
      {() => (
        <g>
          <path
            d="M22 22h58a8 8 0 0 1 8 8v22a8 8 0 0 1-8 8H46l-12 10 3-10h-15a8 8 0 0 1-8-8V30a8 8 0 0 1 8-8z"
            fill="#f43f5e"
            opacity="0.9"
          />
          <path
            d="M34 34l6 6-6 6M48 34l-4 12M56 34l6 6-6 6"
            stroke="#fff1f2"
            strokeWidth="3"
            fill="none"
            strokeLinecap="round"
          />
          <path
            d="M92 44h44a8 8 0 0 1 8 8v18a8 8 0 0 1-8 8h-6l2 9-11-9H92a8 8 0 0 1-8-8V52a8 8 0 0 1 8-8z"
            fill="#34d399"
            opacity="0.9"
          />
          <path d="M114 50l10 4v7c0 6-4 10-10 12-6-2-10-6-10-12v-7z" fill="#064e3b" />
          <path
            d="M109 61l4 4 7-8"
            stroke="#a7f3d0"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      )}
    </IllustrationFrame>
  );
}
