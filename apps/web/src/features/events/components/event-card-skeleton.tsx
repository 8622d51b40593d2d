export function EventCardSkeleton() {
  return (
    <div className="card border border-base-300 bg-base-100" aria-hidden="true">
      <div className="skeleton aspect-video rounded-b-none" />
      <div className="card-body gap-3 p-5">
        <div className="skeleton h-5 w-20" />
        <div className="skeleton h-6 w-4/5" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-2/3" />
        <div className="skeleton h-2 w-full" />
        <div className="skeleton ml-auto h-8 w-20" />
      </div>
    </div>
  );
}
