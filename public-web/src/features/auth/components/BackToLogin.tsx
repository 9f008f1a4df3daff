import { Link } from 'react-router';
import { Icon } from '@/components/Icon';

export function BackToLogin() {
  return (
    <p className="center">
      <Link to="/login" className="text-link">
        <Icon name="arrowLeft" size={14} /> Back to Login
      </Link>
    </p>
  );
}
