import type { PrismaClient } from '../../generated/prisma/client';

/**
 * Moves a visitor's work into the account they signed in to: files, projects (OneEditor's too), jobs, credits (grants and holds), usage and
 * feedback, then removes the visitor (and its sessions). Runs once: a second call finds no visitor and does nothing.
 */
export async function mergeGuestInto(prisma: PrismaClient, guestId: string, userId: string): Promise<boolean> {
  if (guestId === userId) return false;
  return prisma.$transaction(async (tx) => {
    const guest = await tx.user.findUnique({ where: { id: guestId } });
    if (!guest || !guest.isGuest) return false;
    const moved = { where: { userId: guestId }, data: { userId } };
    await tx.file.updateMany(moved);
    await tx.job.updateMany(moved);
    await tx.creditGrant.updateMany(moved);
    await tx.creditHold.updateMany(moved);
    await tx.feedback.updateMany(moved);
    await tx.project.updateMany(moved);
    await tx.editorProject.updateMany(moved);
    await tx.usageEvent.updateMany({ where: { subject: guestId }, data: { subject: userId } });
    await tx.mergedGuest.create({ data: { guestId, userId } });
    await tx.user.delete({ where: { id: guestId } });
    return true;
  });
}

/** The ids that count as this user for work started before sign-in (the user and the visitors merged into it). */
export async function getOwnerIds(prisma: PrismaClient, userId: string): Promise<string[]> {
  const merged = await prisma.mergedGuest.findMany({ where: { userId }, select: { guestId: true } });
  return [userId, ...merged.map((m) => m.guestId)];
}
