import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HeroSlide } from './hero-slide.entity';
import { HeroSlidesAdminController, HeroSlidesPublicController } from './hero-slides.controller';
import { HeroSlidesService } from './hero-slides.service';

@Module({
  imports: [TypeOrmModule.forFeature([HeroSlide])],
  controllers: [HeroSlidesAdminController, HeroSlidesPublicController],
  providers: [HeroSlidesService],
})
export class HeroSlidesModule {}
