-- AlterTable
ALTER TABLE "File" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'upload',
ADD COLUMN     "sourceJobId" TEXT;

-- AlterTable
ALTER TABLE "Job" ADD COLUMN     "chainId" TEXT;

-- CreateIndex
CREATE INDEX "Job_chainId_idx" ON "Job"("chainId");
