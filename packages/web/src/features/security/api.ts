import { useMutation } from '@tanstack/react-query';
import { changePasswordResponseSchema, type ChangePasswordRequest } from '@hearth/contract';
import { apiRequest } from '../../api/client';

export function useChangePassword() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      apiRequest('/api/user/changepassword', changePasswordResponseSchema, { method: 'POST', body: request }),
  });
}
