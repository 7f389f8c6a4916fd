-- CreateTable
CREATE TABLE "MeasuredSpeed" (
    "toolId" TEXT NOT NULL,
    "pass" TEXT NOT NULL,
    "queue" TEXT NOT NULL,
    "secondsPerUnit" DOUBLE PRECISION NOT NULL,
    "samples" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MeasuredSpeed_pkey" PRIMARY KEY ("toolId","pass","queue")
);
