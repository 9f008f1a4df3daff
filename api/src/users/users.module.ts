import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FirstAdmin } from './first-admin';
import { PasswordHasher } from './password-hasher';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [UsersController],
  providers: [UsersService, PasswordHasher, FirstAdmin],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule {}
