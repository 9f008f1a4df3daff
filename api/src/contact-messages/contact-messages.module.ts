import { ContactIntake } from './contact-intake';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessage } from './contact-message.entity';
import { ContactController, ContactMessagesAdminController } from './contact-messages.controller';
import { ContactMessagesService } from './contact-messages.service';
import { SubmissionMailModule } from '../mail/submission-mail';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage]), SubmissionMailModule],
  controllers: [ContactMessagesAdminController, ContactController],
  providers: [ContactIntake, ContactMessagesService],
  exports: [ContactIntake],
})
export class ContactMessagesModule {}
