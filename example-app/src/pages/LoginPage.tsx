import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '../router';
import { Button, Stack } from 'earnkit';
import type { DemoUser } from '../demoSession';
import * as css from '../App.css';
import { useAppMessages } from '../useAppMessages';

interface LoginPageProps {
  users: readonly DemoUser[];
  onLogin: (user: string) => void;
}

/** /login (SH-AUTH-01): the demo login; a real host has its own. Returns to `?redirect=` or the home. */
export function LoginPage({ users, onLogin }: LoginPageProps) {
  const t = useAppMessages();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const choices = users.filter((user) => user.name !== 'guest');
  const [chosen, setChosen] = useState('');
  const selected = chosen || choices[0]?.name || '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    onLogin(selected);
    const redirect = params.get('redirect');
    navigate(redirect && redirect.startsWith('/') ? redirect : '/simple-earn');
  };
  return (
    <Stack as="section" space="md" align="start" className={css.card} aria-labelledby="login-title">
      <h1 id="login-title" className={css.title}>
        {t('loginTitle')}
      </h1>
      <p className={css.text}>{t('loginIntro')}</p>
      <Stack as="form" space="md" align="start" onSubmit={submit}>
        <Stack as="label" space="xxs" className={css.setting}>
          {t('loginUser')}
          <select className={css.select} value={selected} onChange={(event) => setChosen(event.target.value)}>
            {choices.map((user) => (
              <option key={user.name} value={user.name}>
                {user.display_name}
              </option>
            ))}
          </select>
        </Stack>
        <Button type="submit" disabled={!selected}>
          {t('loginSubmit')}
        </Button>
      </Stack>
    </Stack>
  );
}
