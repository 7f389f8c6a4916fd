-- CreateTable
CREATE TABLE "JobView" (
    "jobId" TEXT NOT NULL,
    "seq" BIGINT NOT NULL,
    "view" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobView_pkey" PRIMARY KEY ("jobId")
);

-- AddForeignKey
ALTER TABLE "JobView" ADD CONSTRAINT "JobView_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "Job"("id") ON DELETE CASCADE ON UPDATE CASCADE;
