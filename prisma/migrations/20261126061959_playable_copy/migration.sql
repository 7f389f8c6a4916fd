-- AlterTable
ALTER TABLE "File" ADD COLUMN     "playableKey" TEXT,
ADD COLUMN     "videoCodec" TEXT;
