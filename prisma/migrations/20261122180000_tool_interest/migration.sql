-- CreateTable
CREATE TABLE "ToolInterest" (
    "id" TEXT NOT NULL,
    "toolId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "userId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ToolInterest_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ToolInterest_toolId_idx" ON "ToolInterest"("toolId");

-- CreateIndex
CREATE UNIQUE INDEX "ToolInterest_toolId_email_key" ON "ToolInterest"("toolId", "email");
