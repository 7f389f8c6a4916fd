-- AlterTable
ALTER TABLE "File" ADD COLUMN     "uploadAddress" TEXT;

-- CreateIndex
CREATE INDEX "File_status_createdAt_idx" ON "File"("status", "createdAt");
