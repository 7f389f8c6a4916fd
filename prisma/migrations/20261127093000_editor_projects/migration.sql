-- CreateTable
CREATE TABLE "EditorProject" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "doc" JSONB NOT NULL,
    "history" JSONB,
    "revision" INTEGER NOT NULL DEFAULT 1,
    "durationS" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "coverFileId" TEXT,
    "sourceJobId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "EditorProject_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "EditorProject_userId_updatedAt_idx" ON "EditorProject"("userId", "updatedAt");

-- AddForeignKey
ALTER TABLE "EditorProject" ADD CONSTRAINT "EditorProject_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "File" ADD COLUMN     "proxyKey" TEXT,
ADD COLUMN     "rotation" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "strip" JSONB,
ADD COLUMN     "waveformKey" TEXT;
