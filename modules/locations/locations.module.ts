import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { LocationSchema } from './location.entity';
import { LocationsController } from './locations.http.controller';
import { LocationsService } from './locations.service';

@Module({
  imports: [MikroOrmModule.forFeature([LocationSchema])],
  controllers: [LocationsController],
  providers: [LocationsService],
  exports: [LocationsService],
})
export class LocationsModule {}
