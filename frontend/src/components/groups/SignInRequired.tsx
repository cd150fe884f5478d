import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

/** Groups are for signed-in users: anonymous visitors see this card. */
export function SignInRequired({ text = 'Sign in to create groups and compare votes with your friends.' }) {
  return (
    <Card className="mx-auto mt-8 w-full max-w-md text-center">
      <CardHeader>
        <CardTitle>Sign in required</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/" className={buttonClasses('primary')}>
          Go to Home
        </Link>
      </CardContent>
    </Card>
  );
}
